"""Hardshrink -> torch.topk -> torch.addcmul: synthesised by warpgym synth (seed 7, index 5221, torch#3, dim 0 x2028)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardshrink -> torch.topk -> torch.addcmul"""

    def __init__(self):
        super().__init__()
        self.hardshrink_0 = nn.Hardshrink()

    def forward(self, x, x1, x2):
        x = self.hardshrink_0(x)
        x = torch.topk(x, 2)[0]
        x = torch.addcmul(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(16224, 256, 128), torch.randn(16224, 256, 2), torch.randn(16224, 256, 2)]


def get_init_inputs():
    return []
