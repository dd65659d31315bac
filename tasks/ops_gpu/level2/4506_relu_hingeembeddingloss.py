"""F.relu -> F.hinge_embedding_loss: synthesised by warpgym synth (seed 7, index 6156, torch#2, dim 0 x249)."""
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
    return [torch.randn(3984, 32, 256), torch.randn(3984, 32, 256)]


def get_init_inputs():
    return []
