"""hf.AccurateGELUActivation -> Conv2d -> F.silu -> torch.arctan: synthesised by warpgym synth (seed 10, index 8, transformers#4, dim 0 x119)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """hf.AccurateGELUActivation -> Conv2d -> F.silu -> torch.arctan"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()
        self.conv2d_1 = nn.Conv2d(in_channels=64, kernel_size=3, out_channels=16)

    def forward(self, x):
        x = self.accurategeluactivation_0(x)
        x = self.conv2d_1(x)
        x = F.silu(x)
        x = torch.arctan(x)
        return x


def get_inputs():
    return [torch.randn(952, 64, 16, 16)]


def get_init_inputs():
    return []
