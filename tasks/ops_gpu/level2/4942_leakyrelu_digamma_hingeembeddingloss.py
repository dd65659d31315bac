"""F.leaky_relu -> torch.digamma -> F.hinge_embedding_loss: synthesised by warpgym synth (seed 7, index 6725, torch#3, dim 0 x2713)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> torch.digamma -> F.hinge_embedding_loss"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.leaky_relu(x)
        x = torch.digamma(x)
        x = F.hinge_embedding_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(347264, 256), torch.randn(347264, 256)]


def get_init_inputs():
    return []
