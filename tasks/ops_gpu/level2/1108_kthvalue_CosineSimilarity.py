"""torch.kthvalue -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 1796, torch#2, dim 0 x5761)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.kthvalue -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_1 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = torch.kthvalue(x, 2)[0]
        x = self.cosinesimilarity_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(92176, 32, 256), torch.randn(92176, 32)]


def get_init_inputs():
    return []
