"""CosineSimilarity -> torch.lgamma: synthesised by warpgym synth (seed 7, index 507, torch#2, dim 0 x375)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CosineSimilarity -> torch.lgamma"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = torch.lgamma(x)
        return x


def get_inputs():
    return [torch.randn(3000, 256, 128), torch.randn(3000, 256, 128)]


def get_init_inputs():
    return []
