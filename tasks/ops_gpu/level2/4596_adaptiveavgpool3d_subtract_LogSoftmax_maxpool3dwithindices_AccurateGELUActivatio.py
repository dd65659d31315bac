"""F.adaptive_avg_pool3d -> torch.subtract -> LogSoftmax -> F.max_pool3d_with_indices -> hf.AccurateGELUActivation: synthesised by warpgym synth (seed 8, index 252, transformers#5, dim 0 x5609)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """F.adaptive_avg_pool3d -> torch.subtract -> LogSoftmax -> F.max_pool3d_with_indices -> hf.AccurateGELUActivation"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_2 = nn.LogSoftmax()
        self.accurategeluactivation_4 = AccurateGELUActivation()

    def forward(self, x, x1):
        x = F.adaptive_avg_pool3d(x, output_size=4)
        x = torch.subtract(x, x1)
        x = self.logsoftmax_2(x)
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        x = self.accurategeluactivation_4(x)
        return x


def get_inputs():
    return [torch.randn(89744, 32, 16, 16), torch.randn(89744, 4, 4, 4)]


def get_init_inputs():
    return []
