"""hf.FastGELUActivation -> F.cosine_similarity: synthesised by warpgym synth (seed 7, index 3720, transformers#2, dim 0 x558)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """hf.FastGELUActivation -> F.cosine_similarity"""

    def __init__(self):
        super().__init__()
        self.fastgeluactivation_0 = FastGELUActivation()

    def forward(self, x, x1):
        x = self.fastgeluactivation_0(x)
        x = F.cosine_similarity(x, x1)
        return x


def get_inputs():
    return [torch.randn(285696, 256), torch.randn(285696, 256)]


def get_init_inputs():
    return []
