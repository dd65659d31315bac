"""RReLU -> hf.FastGELUActivation -> CosineSimilarity -> F.adaptive_max_pool2d_with_indices: synthesised by warpgym synth (seed 7, index 1014, transformers#4, dim 0 x1023)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """RReLU -> hf.FastGELUActivation -> CosineSimilarity -> F.adaptive_max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()
        self.fastgeluactivation_1 = FastGELUActivation()
        self.cosinesimilarity_2 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = self.rrelu_0(x)
        x = self.fastgeluactivation_1(x)
        x = self.cosinesimilarity_2(x, x1)
        x = F.adaptive_max_pool2d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(8184, 16, 32, 32), torch.randn(8184, 16, 32, 32)]


def get_init_inputs():
    return []
