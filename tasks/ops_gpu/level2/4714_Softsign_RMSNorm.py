"""Softsign -> RMSNorm: synthesised by warpgym synth (seed 8, index 421, torch#2, dim 0 x1585)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softsign -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.softsign_0 = nn.Softsign()
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=256)

    def forward(self, x):
        x = self.softsign_0(x)
        x = self.rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(202880, 256)]


def get_init_inputs():
    return []
