"""hf.SiLUActivation -> AvgPool3d: synthesised by warpgym synth (seed 7, index 4771, transformers#2, dim 0 x31651)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation -> AvgPool3d"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()
        self.avgpool3d_1 = nn.AvgPool3d(kernel_size=3)

    def forward(self, x):
        x = self.siluactivation_0(x)
        x = self.avgpool3d_1(x)
        return x


def get_inputs():
    return [torch.randn(126604, 16, 8, 8, 8)]


def get_init_inputs():
    return []
