"""Linear -> F.log_softmax -> F.cosine_similarity: synthesised by warpgym synth (seed 7, index 6273, torch#3, dim 0 x3881)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> F.log_softmax -> F.cosine_similarity"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=256, out_features=256)

    def forward(self, x, x1):
        x = self.linear_0(x)
        x = F.log_softmax(x)
        x = F.cosine_similarity(x, x1)
        return x


def get_inputs():
    return [torch.randn(496768, 256), torch.randn(496768, 256)]


def get_init_inputs():
    return []
