"""torch.topk -> torch.rot90 -> torch.addcdiv: synthesised by warpgym synth (seed 7, index 1491, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.topk -> torch.rot90 -> torch.addcdiv"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.topk(x, 2)[0]
        x = torch.rot90(x)
        x = torch.addcdiv(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(8, 256, 128), torch.randn(256, 8, 2), torch.randn(256, 8, 2)]


def get_init_inputs():
    return []
