"""torch.unsqueeze -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 6956, torch#2, dim 0 x1399)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.unsqueeze -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_1 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = torch.unsqueeze(x, -1)
        x = self.cosinesimilarity_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(11192, 256, 128), torch.randn(11192, 256, 128, 1)]


def get_init_inputs():
    return []
