"""torch.rot90 -> torch.topk -> F.instance_norm: synthesised by warpgym synth (seed 7, index 1942, torch#3, dim 0 x886)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rot90 -> torch.topk -> F.instance_norm"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = torch.rot90(x)
        x = torch.topk(x, 2)[0]
        x = F.instance_norm(x)
        return x


def get_inputs():
    return [torch.randn(28352, 128, 64)]


def get_init_inputs():
    return []
