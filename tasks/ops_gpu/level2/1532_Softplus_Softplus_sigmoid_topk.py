"""Softplus -> Softplus -> F.sigmoid -> torch.topk: synthesised by warpgym synth (seed 7, index 2450, torch#4, dim 0 x1394)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> Softplus -> F.sigmoid -> torch.topk"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()
        self.softplus_1 = nn.Softplus()

    def forward(self, x):
        x = self.softplus_0(x)
        x = self.softplus_1(x)
        x = F.sigmoid(x)
        x = torch.topk(x, 2)[0]
        return x


def get_inputs():
    return [torch.randn(356864, 256)]


def get_init_inputs():
    return []
