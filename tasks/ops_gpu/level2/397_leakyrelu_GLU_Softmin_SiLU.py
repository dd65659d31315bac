"""F.leaky_relu -> GLU -> Softmin -> SiLU: synthesised by warpgym synth (seed 7, index 625, torch#4, dim 0 x4854)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> GLU -> Softmin -> SiLU"""

    def __init__(self):
        super().__init__()
        self.glu_1 = nn.GLU()
        self.softmin_2 = nn.Softmin()
        self.silu_3 = nn.SiLU()

    def forward(self, x):
        x = F.leaky_relu(x)
        x = self.glu_1(x)
        x = self.softmin_2(x)
        x = self.silu_3(x)
        return x


def get_inputs():
    return [torch.randn(621312, 256)]


def get_init_inputs():
    return []
