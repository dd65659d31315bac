"""torch.sinh -> torch.square -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 2978, torch#3, dim 0 x1109)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinh -> torch.square -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_2 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = torch.sinh(x)
        x = torch.square(x)
        x = self.cosinesimilarity_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(283904, 256), torch.randn(283904, 256)]


def get_init_inputs():
    return []
