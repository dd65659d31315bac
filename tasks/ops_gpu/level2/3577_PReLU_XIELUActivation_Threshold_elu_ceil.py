"""PReLU -> hf.XIELUActivation -> Threshold -> F.elu -> torch.ceil: synthesised by warpgym synth (seed 7, index 5614, transformers#5, dim 0 x3846)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """PReLU -> hf.XIELUActivation -> Threshold -> F.elu -> torch.ceil"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()
        self.xieluactivation_1 = XIELUActivation()
        self.threshold_2 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = self.prelu_0(x)
        x = self.xieluactivation_1(x)
        x = self.threshold_2(x)
        x = F.elu(x)
        x = torch.ceil(x)
        return x


def get_inputs():
    return [torch.randn(492288, 256)]


def get_init_inputs():
    return []
