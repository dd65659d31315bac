"""F.pairwise_distance -> F.hinge_embedding_loss: synthesised by warpgym synth (seed 7, index 5491, torch#2, dim 0 x3335)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pairwise_distance -> F.hinge_embedding_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1, x2):
        x = F.pairwise_distance(x, x1)
        x = F.hinge_embedding_loss(x, target=x2)
        return x


def get_inputs():
    return [torch.randn(26680, 16, 32, 32), torch.randn(26680, 16, 32, 32), torch.randn(26680, 16, 32)]


def get_init_inputs():
    return []
