"""F.softmax -> LocalResponseNorm -> hf.XIELUActivation: synthesised by warpgym synth (seed 7, index 5, transformers#3, dim 0 x79)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """F.softmax -> LocalResponseNorm -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)
        self.xieluactivation_2 = XIELUActivation()

    def forward(self, x):
        x = F.softmax(x)
        x = self.localresponsenorm_1(x)
        x = self.xieluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(1264, 32, 256)]


def get_init_inputs():
    return []
