"""GELU -> torch.adjoint -> Linear -> F.hardshrink -> SoftMarginLoss: synthesised by warpgym synth (seed 7, index 6149, torch#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GELU -> torch.adjoint -> Linear -> F.hardshrink -> SoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.gelu_0 = nn.GELU()
        self.linear_2 = nn.Linear(in_features=512, out_features=512)
        self.softmarginloss_4 = nn.SoftMarginLoss()

    def forward(self, x, x1):
        x = self.gelu_0(x)
        x = torch.adjoint(x)
        x = self.linear_2(x)
        x = F.hardshrink(x)
        x = self.softmarginloss_4(x, x1)
        return x


def get_inputs():
    return [torch.randn(512, 256), torch.randn(256, 512)]


def get_init_inputs():
    return []
