"""hf.ReLUSquaredActivation -> F.local_response_norm -> LocalResponseNorm -> ConstantPad1d -> F.softmax: synthesised by warpgym synth (seed 7, index 2394, transformers#5, dim 0 x76)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation


class Model(nn.Module):
    """hf.ReLUSquaredActivation -> F.local_response_norm -> LocalResponseNorm -> ConstantPad1d -> F.softmax"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()
        self.localresponsenorm_2 = nn.LocalResponseNorm(size=4)
        self.constantpad1d_3 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = self.relusquaredactivation_0(x)
        x = F.local_response_norm(x, size=4)
        x = self.localresponsenorm_2(x)
        x = self.constantpad1d_3(x)
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(304, 32, 32, 32)]


def get_init_inputs():
    return []
