"""torch.absolute -> F.lp_pool1d -> CosineSimilarity -> torch.svd: synthesised by warpgym synth (seed 7, index 6614, torch#4, dim 0 x950)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.absolute -> F.lp_pool1d -> CosineSimilarity -> torch.svd"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_2 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = torch.absolute(x)
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        x = self.cosinesimilarity_2(x, x1)
        x = torch.svd(x)[0]
        return x


def get_inputs():
    return [torch.randn(30400, 128, 64), torch.randn(30400, 128, 21)]


def get_init_inputs():
    return []
