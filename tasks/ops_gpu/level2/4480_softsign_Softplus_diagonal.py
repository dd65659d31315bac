"""F.softsign -> Softplus -> torch.diagonal: synthesised by warpgym synth (seed 8, index 62, torch#3, dim 0 x1441)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> Softplus -> torch.diagonal"""

    def __init__(self):
        super().__init__()
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = F.softsign(x)
        x = self.softplus_1(x)
        x = torch.diagonal(x)
        return x


def get_inputs():
    return [torch.randn(184448, 256)]


def get_init_inputs():
    return []
