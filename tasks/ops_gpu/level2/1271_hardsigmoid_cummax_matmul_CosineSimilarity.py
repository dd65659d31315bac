"""F.hardsigmoid -> torch.cummax -> torch.matmul -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 2048, torch#4, dim 0 x1308)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardsigmoid -> torch.cummax -> torch.matmul -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_3 = nn.CosineSimilarity()

    def forward(self, x, x1, x2):
        x = F.hardsigmoid(x)
        x = torch.cummax(x, -1)[0]
        x = torch.matmul(x, x1)
        x = self.cosinesimilarity_3(x, x2)
        return x


def get_inputs():
    return [torch.randn(10464, 64, 16, 16), torch.randn(10464, 64, 16, 16), torch.randn(10464, 64, 16, 16)]


def get_init_inputs():
    return []
