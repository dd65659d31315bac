"""CosineSimilarity -> torch.cummin -> F.pixel_unshuffle -> torch.topk: synthesised by warpgym synth (seed 7, index 3759, torch#4, dim 0 x237)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CosineSimilarity -> torch.cummin -> F.pixel_unshuffle -> torch.topk"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = torch.cummin(x, -1)[0]
        x = F.pixel_unshuffle(x, 2)
        x = torch.topk(x, 2)[0]
        return x


def get_inputs():
    return [torch.randn(3792, 32, 16, 16), torch.randn(3792, 32, 16, 16)]


def get_init_inputs():
    return []
