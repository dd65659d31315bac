"""CosineSimilarity -> torch.fliplr: synthesised by warpgym synth (seed 7, index 2018, torch#2, dim 0 x708)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CosineSimilarity -> torch.fliplr"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = torch.fliplr(x)
        return x


def get_inputs():
    return [torch.randn(11328, 32, 16, 16), torch.randn(11328, 32, 16, 16)]


def get_init_inputs():
    return []
