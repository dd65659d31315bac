"""Threshold -> torch.qr -> GRUCell -> F.silu: synthesised by warpgym synth (seed 8, index 288, torch#4, dim 0 x25)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Threshold -> torch.qr -> GRUCell -> F.silu"""

    def __init__(self):
        super().__init__()
        self.threshold_0 = nn.Threshold(threshold=0.5, value=0.5)
        self.grucell_2 = nn.GRUCell(hidden_size=256, input_size=256)

    def forward(self, x):
        x = self.threshold_0(x)
        x = torch.qr(x)[0]
        x = self.grucell_2(x)
        x = F.silu(x)
        return x


def get_inputs():
    return [torch.randn(12800, 256)]


def get_init_inputs():
    return []
