"""GLU -> Linear -> torch.addcdiv: synthesised by warpgym synth (seed 7, index 1258, torch#3, dim 0 x3106)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> Linear -> torch.addcdiv"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.linear_1 = nn.Linear(in_features=8, out_features=8)

    def forward(self, x, x1, x2):
        x = self.glu_0(x)
        x = self.linear_1(x)
        x = torch.addcdiv(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(6212, 8, 8, 16, 16), torch.randn(6212, 8, 8, 16, 8), torch.randn(6212, 8, 8, 16, 8)]


def get_init_inputs():
    return []
