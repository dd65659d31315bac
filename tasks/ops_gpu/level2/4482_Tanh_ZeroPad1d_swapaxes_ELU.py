"""Tanh -> ZeroPad1d -> torch.swapaxes -> ELU: synthesised by warpgym synth (seed 8, index 66, torch#4, dim 0 x1203)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Tanh -> ZeroPad1d -> torch.swapaxes -> ELU"""

    def __init__(self):
        super().__init__()
        self.tanh_0 = nn.Tanh()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)
        self.elu_3 = nn.ELU()

    def forward(self, x):
        x = self.tanh_0(x)
        x = self.zeropad1d_1(x)
        x = torch.swapaxes(x, 2, 1)
        x = self.elu_3(x)
        return x


def get_inputs():
    return [torch.randn(19248, 64, 128)]


def get_init_inputs():
    return []
