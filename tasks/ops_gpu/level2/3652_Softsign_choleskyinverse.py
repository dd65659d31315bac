"""Softsign -> torch.cholesky_inverse: synthesised by warpgym synth (seed 7, index 5731, torch#2, dim 0 x2146)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> torch.cholesky_inverse"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()

    def forward(self, x):
        x = self.softsign_0(x)
        x = torch.cholesky_inverse(x)
        return x


def get_inputs():
    return [torch.randn(17168, 16, 32, 32)]


def get_init_inputs():
    return []
