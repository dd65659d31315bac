"""GroupNorm -> hf.XIELUActivation -> F.instance_norm -> F.selu -> torch.max: synthesised by warpgym synth (seed 7, index 5348, transformers#5, dim 0 x87)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """GroupNorm -> hf.XIELUActivation -> F.instance_norm -> F.selu -> torch.max"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=32, num_groups=2)
        self.xieluactivation_1 = XIELUActivation()

    def forward(self, x, x1):
        x = self.groupnorm_0(x)
        x = self.xieluactivation_1(x)
        x = F.instance_norm(x)
        x = F.selu(x)
        x = torch.max(x, x1)
        return x


def get_inputs():
    return [torch.randn(348, 32, 32, 32), torch.randn(348, 32, 32, 32)]


def get_init_inputs():
    return []
