"""F.adaptive_avg_pool3d -> torch.expm1 -> CosineSimilarity: synthesised by warpgym synth (seed 8, index 295, torch#3, dim 0 x1943)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool3d -> torch.expm1 -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_2 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = F.adaptive_avg_pool3d(x, output_size=4)
        x = torch.expm1(x)
        x = self.cosinesimilarity_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(15544, 64, 16, 16), torch.randn(15544, 4, 4, 4)]


def get_init_inputs():
    return []
