"""torch.qr -> Softsign: synthesised by warpgym synth (seed 7, index 2213, torch#2, dim 0 x368)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.qr -> Softsign"""

    def __init__(self):
        super().__init__()
        self.softsign_1 = nn.Softsign()

    def forward(self, x):
        x = torch.qr(x)[0]
        x = self.softsign_1(x)
        return x


def get_inputs():
    return [torch.randn(2944, 16, 32, 32)]


def get_init_inputs():
    return []
