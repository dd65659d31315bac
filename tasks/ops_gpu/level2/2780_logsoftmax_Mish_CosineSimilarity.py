"""F.log_softmax -> Mish -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 4389, torch#3, dim 0 x808)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.log_softmax -> Mish -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.mish_1 = nn.Mish()
        self.cosinesimilarity_2 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = F.log_softmax(x)
        x = self.mish_1(x)
        x = self.cosinesimilarity_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(3232, 32, 32, 32), torch.randn(3232, 32, 32, 32)]


def get_init_inputs():
    return []
