"""hf.AccurateGELUActivation -> ReLU6 -> SiLU -> F.mish: synthesised by warpgym synth (seed 7, index 6104, transformers#4, dim 0 x1202)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """hf.AccurateGELUActivation -> ReLU6 -> SiLU -> F.mish"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()
        self.relu6_1 = nn.ReLU6()
        self.silu_2 = nn.SiLU()

    def forward(self, x):
        x = self.accurategeluactivation_0(x)
        x = self.relu6_1(x)
        x = self.silu_2(x)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(76928, 1024)]


def get_init_inputs():
    return []
