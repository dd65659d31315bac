"""hf.GELUActivation -> AdaptiveMaxPool1d: synthesised by warpgym synth (seed 7, index 421, transformers#2, dim 0 x16237)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """hf.GELUActivation -> AdaptiveMaxPool1d"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()
        self.adaptivemaxpool1d_1 = nn.AdaptiveMaxPool1d(output_size=4)

    def forward(self, x):
        x = self.geluactivation_0(x)
        x = self.adaptivemaxpool1d_1(x)
        return x


def get_inputs():
    return [torch.randn(1039168, 1024)]


def get_init_inputs():
    return []
