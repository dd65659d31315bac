"""F.relu -> F.hinge_embedding_loss: synthesised by warpgym synth (seed 7, index 779, torch#2, dim 0 x8060)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> F.hinge_embedding_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.relu(x)
        x = F.hinge_embedding_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(32240, 16, 8, 8, 8), torch.randn(32240, 16, 8, 8, 8)]


def get_init_inputs():
    return []
