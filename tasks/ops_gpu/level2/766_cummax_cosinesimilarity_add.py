"""torch.cummax -> F.cosine_similarity -> torch.add: synthesised by warpgym synth (seed 7, index 1233, torch#3, dim 0 x572)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cummax -> F.cosine_similarity -> torch.add"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = torch.cummax(x, -1)[0]
        x = F.cosine_similarity(x, x1)
        x = torch.add(x, x2)
        return x


def get_inputs():
    return [torch.randn(4576, 16, 32, 32), torch.randn(4576, 16, 32, 32), torch.randn(4576, 32, 32)]


def get_init_inputs():
    return []
