"""torch.rot90 -> F.cosine_similarity: synthesised by warpgym synth (seed 7, index 3267, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.rot90 -> F.cosine_similarity"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.rot90(x)
        x = F.cosine_similarity(x, x1)
        return x


def get_inputs():
    return [torch.randn(32, 128, 64), torch.randn(128, 32, 64)]


def get_init_inputs():
    return []
