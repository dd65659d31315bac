"""torch.topk -> BatchNorm1d -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 7, index 3990, transformers#3, dim 0 x13797)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """torch.topk -> BatchNorm1d -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.batchnorm1d_1 = nn.BatchNorm1d(num_features=2)
        self.relusquaredactivation_2 = ReLUSquaredActivation()

    def forward(self, x):
        x = torch.topk(x, 2)[0]
        x = self.batchnorm1d_1(x)
        x = self.relusquaredactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(883008, 1024)]


def get_init_inputs():
    return []
