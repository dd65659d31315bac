"""torch.renorm -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 2574, torch#2, dim 0 x6123)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.renorm -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_1 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = torch.renorm(x, 0.5, -1, 0.5)
        x = self.cosinesimilarity_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(783744, 256), torch.randn(783744, 256)]


def get_init_inputs():
    return []
