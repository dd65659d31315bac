"""torch.cos -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 490, torch#2, dim 0 x996)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cos -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_1 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = torch.cos(x)
        x = self.cosinesimilarity_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(127488, 256), torch.randn(127488, 256)]


def get_init_inputs():
    return []
