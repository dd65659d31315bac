"""hf.MishActivation -> LogSoftmax -> LocalResponseNorm -> F.adaptive_max_pool3d_with_indices: synthesised by warpgym synth (seed 7, index 2044, transformers#4, dim 0 x5632)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> LogSoftmax -> LocalResponseNorm -> F.adaptive_max_pool3d_with_indices"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()
        self.logsoftmax_1 = nn.LogSoftmax()
        self.localresponsenorm_2 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = self.logsoftmax_1(x)
        x = self.localresponsenorm_2(x)
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        return x


def get_inputs():
    return [torch.randn(11264, 8, 8, 16, 16)]


def get_init_inputs():
    return []
