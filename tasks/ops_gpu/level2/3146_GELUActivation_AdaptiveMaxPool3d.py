"""hf.GELUActivation -> AdaptiveMaxPool3d: synthesised by warpgym synth (seed 7, index 4962, transformers#2, dim 0 x7363)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> AdaptiveMaxPool3d"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()
        self.adaptivemaxpool3d_1 = nn.AdaptiveMaxPool3d(output_size=4)

    def forward(self, x):
        x = self.geluactivation_0(x)
        x = self.adaptivemaxpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(117808, 32, 16, 16)]


def get_init_inputs():
    return []
