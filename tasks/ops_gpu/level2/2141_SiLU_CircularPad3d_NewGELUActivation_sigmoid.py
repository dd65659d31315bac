"""SiLU -> CircularPad3d -> hf.NewGELUActivation -> F.sigmoid: synthesised by warpgym synth (seed 7, index 3382, transformers#4, dim 0 x340)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """SiLU -> CircularPad3d -> hf.NewGELUActivation -> F.sigmoid"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.circularpad3d_1 = nn.CircularPad3d(padding=1)
        self.newgeluactivation_2 = NewGELUActivation()

    def forward(self, x):
        x = self.silu_0(x)
        x = self.circularpad3d_1(x)
        x = self.newgeluactivation_2(x)
        x = F.sigmoid(x)
        return x


def get_inputs():
    return [torch.randn(2720, 16, 32, 32)]


def get_init_inputs():
    return []
