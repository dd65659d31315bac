"""MaxPool2d -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 5758, torch#2, dim 0 x4683)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool2d -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_0 = nn.MaxPool2d(kernel_size=3)
        self.cosinesimilarity_1 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = self.maxpool2d_0(x)
        x = self.cosinesimilarity_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(74928, 64, 128), torch.randn(74928, 21, 42)]


def get_init_inputs():
    return []
