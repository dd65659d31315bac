"""MaxPool3d -> SELU -> hf.GELUActivation -> F.log_softmax -> LeakyReLU: synthesised by warpgym synth (seed 7, index 1290, transformers#5, dim 0 x25891)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """MaxPool3d -> SELU -> hf.GELUActivation -> F.log_softmax -> LeakyReLU"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_0 = nn.MaxPool3d(kernel_size=3)
        self.selu_1 = nn.SELU()
        self.geluactivation_2 = GELUActivation()
        self.leakyrelu_4 = nn.LeakyReLU()

    def forward(self, x):
        x = self.maxpool3d_0(x)
        x = self.selu_1(x)
        x = self.geluactivation_2(x)
        x = F.log_softmax(x)
        x = self.leakyrelu_4(x)
        return x


def get_inputs():
    return [torch.randn(51782, 8, 8, 16, 16)]


def get_init_inputs():
    return []
