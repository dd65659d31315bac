"""torch.remainder -> torch.topk -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 6497, torch#3, dim 0 x3969)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.remainder -> torch.topk -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_2 = nn.CosineSimilarity()

    def forward(self, x, x1, x2):
        x = torch.remainder(x, x1)
        x = torch.topk(x, 2)[0]
        x = self.cosinesimilarity_2(x, x2)
        return x


def get_inputs():
    return [torch.randn(63504, 64, 128), torch.randn(63504, 64, 128), torch.randn(63504, 64, 2)]


def get_init_inputs():
    return []
