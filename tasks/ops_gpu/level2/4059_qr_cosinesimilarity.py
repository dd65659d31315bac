"""torch.qr -> F.cosine_similarity: synthesised by warpgym synth (seed 7, index 6379, torch#2, dim 0 x1201)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.qr -> F.cosine_similarity"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.qr(x)[0]
        x = F.cosine_similarity(x, x1)
        return x


def get_inputs():
    return [torch.randn(19216, 32, 256), torch.randn(19216, 32, 32)]


def get_init_inputs():
    return []
