"""CosineSimilarity -> F.leaky_relu: synthesised by warpgym synth (seed 9, index 156, torch#2, dim 0 x3578)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CosineSimilarity -> F.leaky_relu"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = F.leaky_relu(x)
        return x


def get_inputs():
    return [torch.randn(28624, 64, 16, 16), torch.randn(28624, 64, 16, 16)]


def get_init_inputs():
    return []
